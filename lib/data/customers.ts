import "server-only";
import type { CustomerListQuery } from "@/lib/search-params/customers";
import { customersRead, feeding } from "@/lib/book/write-through";
import { readFound } from "./read";

export const listCustomers = (query: CustomerListQuery) =>
  readFound((client) => client.listCustomers({ ...query, keepBody: true }).then(feeding(customersRead)));

export const getCustomer = (customerId: string) => readFound((client) => client.getCustomer({ customerId }));
