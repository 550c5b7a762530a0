import Link from "next/link";
import { TEAM_ALERTS_PATH } from "@/lib/paths/app-paths";
import type { Metadata } from "next";
import { AccessDenied } from "@/components/auth/access-denied";
import { AccessForm } from "@/components/staff/access-form";
import { ApprovalPolicySection } from "@/components/staff/approval-policy-section";
import { ResetPassword } from "@/components/staff/reset-password";
import { RoleForm } from "@/components/staff/role-form";
import { TwoFactorRequirementForm } from "@/components/staff/two-factor-requirement-form";
import { ROLE_DESCRIPTIONS, ROLES } from "@/lib/auth/roles";
import { requireRole, requireSession } from "@/lib/auth/session";
import { listStaff } from "@/lib/auth/staff";
import { getDb } from "@/lib/db";
import { formatDate } from "@/lib/format/format";
import { readApprovalPolicy } from "@/lib/settings/approval-policy";
import { readTwoFactorRequirement } from "@/lib/settings/security-settings";

export const metadata: Metadata = { title: "Staff" };

export default async function StaffPage() {
  const session = await requireRole("admin");
  if (!session) return <AccessDenied needed="admin" current={(await requireSession()).user.role} />;
  const db = await getDb();
  const [staff, { requireTwoFactor }, approvalPolicy] = await Promise.all([
    listStaff(db),
    readTwoFactorRequirement(db),
    readApprovalPolicy(db),
  ]);

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Staff</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Everyone who can sign in, and what they may do. New accounts are created with{" "}
        <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm">npm run user:create</code>. Disabling an
        account signs that person out at once; a reset gives a temporary password they must replace at sign-in.
      </p>
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {ROLES.map((role) => (
          <div key={role} className="contents">
            <dt className="font-medium capitalize">{role}</dt>
            <dd className="text-slate-600">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
      <section
        aria-labelledby="two-factor-setting"
        className="mt-6 max-w-2xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="two-factor-setting" className="text-base font-semibold">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          When required, an operator or admin without it is sent to set it up at sign-in, and can do nothing else until
          then. Viewers may still choose it; sandbox demo accounts never need it.
        </p>
        <div className="mt-3">
          <TwoFactorRequirementForm requireTwoFactor={requireTwoFactor} />
        </div>
      </section>
      <ApprovalPolicySection policy={approvalPolicy} />
      <p className="mt-6 text-sm">
        <Link href={TEAM_ALERTS_PATH} className="link">
          Team alert defaults
        </Link>
        : what each kind of alert does for each role, and which are locked.
      </p>
      <div className="mt-8 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Staff accounts and their roles</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Since
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Access
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {staff.map((member) => (
              <tr key={member.id}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                  {member.email}
                  {member.id === session.user.id && (
                    <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>
                  )}
                </th>
                <td className="px-4 py-3 text-slate-700">{member.name}</td>
                <td className="px-4 py-3">
                  <RoleForm userId={member.id} email={member.email} role={member.role} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {member.disabled ? "Disabled" : "Active"}
                  {member.mustChangePassword && <div className="text-xs text-slate-600">Must change password</div>}
                </td>
                <td className="px-4 py-3 text-slate-600 tabular">{formatDate(member.createdAt.slice(0, 10))}</td>
                <td className="space-y-2 px-4 py-3">
                  <AccessForm userId={member.id} email={member.email} disabled={member.disabled} />
                  {member.id !== session.user.id && <ResetPassword userId={member.id} email={member.email} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
