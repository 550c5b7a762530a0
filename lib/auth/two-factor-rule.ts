import { hasRole, type Role } from "./roles";

export interface TwoFactorSubject {
  role: Role;
  twoFactorEnabled: boolean;
  isDemo: boolean;
}

/** Those who move money (operator, admin) must enrol when admins require it; demo accounts (sandbox only) never. */
export function mustEnrolTwoFactor(user: TwoFactorSubject, requireTwoFactor: boolean): boolean {
  return requireTwoFactor && !user.isDemo && !user.twoFactorEnabled && hasRole(user.role, "operator");
}

export const ENROLMENT_REQUIRED_MESSAGE =
  "Your role needs two-factor sign-in: set it up on your account page before anything else.";
