export const ROLES = ["viewer", "operator", "admin"] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { viewer: 0, operator: 1, admin: 2 };

export const ROLE_LABELS: Record<Role, string> = {
  viewer: "Viewer",
  operator: "Operator",
  admin: "Admin",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  viewer: "Reads everything.",
  operator: "Also quotes, accepts and cancels.",
  admin: "Also manages staff accounts.",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function hasRole(role: unknown, minimum: Role): boolean {
  return isRole(role) && RANK[role] >= RANK[minimum];
}

export function compareRoles(a: Role, b: Role): number {
  return RANK[a] - RANK[b];
}
