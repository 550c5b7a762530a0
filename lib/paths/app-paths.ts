/** The desk is the signed-in home; the customers directory has its own page. */
export const DESK_PATH = "/";
export const CUSTOMERS_PATH = "/customers";
export const AUDIT_PATH = "/audit";
export const CONVERSIONS_PATH = "/conversions";
