import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { sessionStillLive } from "@/lib/auth/session-live";
import { setStaffDisabled } from "@/lib/auth/staff";
import { authSessions, authUsers } from "@/lib/db/schema";
import { drivers, removeTempDirs, unique } from "./support";

// What an export asks between two batches: does the session it started under still stand?
afterAll(removeTempDirs);

describe.each(drivers)("a long answer's session, on %s", (_name, open) => {
  it("stands until the person is signed out, disabled, sent to change their password, or it expires", async () => {
    const { db, close } = await open();
    try {
      const session = async (userId: string, expires = sql`now() + interval '1 hour'`) => {
        const id = unique("session");
        await db.insert(authSessions).values({ id, token: unique("token"), userId, expiresAt: expires });
        return id;
      };
      const person = async () => {
        const id = unique("user");
        await db.insert(authUsers).values({ id, email: `${id}@example.test`, name: id, role: "viewer" });
        return id;
      };

      const ana = await person();
      const live = await session(ana);
      expect(await sessionStillLive(live, db)).toBe(true);
      await db.delete(authSessions).where(eq(authSessions.id, live)); // signed out
      expect(await sessionStillLive(live, db)).toBe(false);

      const ben = await person();
      const benSession = await session(ben);
      expect((await setStaffDisabled(db, ben, true)).ok).toBe(true);
      expect(await sessionStillLive(benSession, db)).toBe(false);

      const cy = await person();
      const cySession = await session(cy);
      await db.update(authUsers).set({ mustChangePassword: true }).where(eq(authUsers.id, cy));
      expect(await sessionStillLive(cySession, db)).toBe(false);

      const dee = await person();
      expect(await sessionStillLive(await session(dee, sql`now() - interval '1 second'`), db)).toBe(false);
    } finally {
      await close();
    }
  });
});
