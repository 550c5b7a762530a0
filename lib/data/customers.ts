import "server-only";
import type { CustomerListQuery } from "@/lib/search-params/customers";
import { readFound } from "./read";

export const listCustomers = (query: CustomerListQuery) => readFound((client) => client.listCustomers(query));

export const getCustomer = (customerId: string) => readFound((client) => client.getCustomer({ customerId }));
