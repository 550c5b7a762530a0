import "server-only";
import type { CustomerListQuery } from "@/lib/search-params/customers";
import { customersRead } from "@/lib/book/write-through";
import { readFound } from "./read";

export const listCustomers = (query: CustomerListQuery) =>
  readFound((client) => client.listCustomers({ ...query, keepBody: true }).then(customersRead));

export const getCustomer = (customerId: string) => readFound((client) => client.getCustomer({ customerId }));
