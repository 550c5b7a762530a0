import { Client } from "pg";
import { demoEmail, expect, test } from "../fixtures";
import { listCustomers } from "../support/sandbox";
import { answeredBy, instanceAddresses } from "./support/instances";

// The work queue on two instances sharing one Postgres: pages read through either instance feed the book, each
// instance refreshes the items after its own writes, under one claim; never two items for one condition, and both
// instances show an item in the same state after a change made through either.

test.use({ role: "operator" });

const postgresUrl = process.env.CLUSTER_POSTGRES_URL;
test.skip(!postgresUrl, "run by 'npm run test:cluster', which passes the cluster's Postgres");

test("one item per condition across both instances, and the same state on both", async ({ page, request }) => {
  test.setTimeout(180_000);
  const db = new Client({ connectionString: postgresUrl });
  await db.connect();
  try {
    // Both instances read every Approved customer's dual hedges at once, each writing them to the book.
    const customers = (await listCustomers(request)).items.filter((customer) => customer.status === "Approved");
    for (const customer of customers)
      await Promise.all(
        instanceAddresses.map((address) => page.request.get(`http://${address}/customers/${customer.id}/dual-hedges`)),
      );
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
    // Each instance's refresh follows its writes; both done once the items are computed from the book's newest state.
    await expect
      .poll(
        async () =>
          count(`select count(*) as n from attention_refresh r, book_changes b
                 where r.book_version = b.version and r.claimed_until is null`),
        { timeout: 60_000 },
      )
      .toBe(1);
    expect(await count("select count(*) as n from attention_items where state <> 'resolved'")).toBeGreaterThan(0);
    expect(
      await count(`select count(*) as n from (select object_id, kind from attention_items where state <> 'resolved'
                   group by object_id, kind having count(*) > 1) twice`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from (select item_id from attention_item_events where kind = 'created'
                   group by item_id having count(*) > 1) twice`),
    ).toBe(0);

    // A change through nginx (either instance), then the item's panel from each instance: the same state and owner.
    const { rows } = await db.query<{ id: string }>(
      "select id from attention_items where state = 'open' and owner_id is null order by id limit 1",
    );
    const itemId = rows[0]!.id;
    await page.goto(`/desk/items/${itemId}`);
    await page.getByRole("button", { name: "Take it" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText("Saved: Took it.");
    const seenBy = new Set<string>();
    for (const address of instanceAddresses) {
      const response = await page.goto(`http://${address}/desk/items/${itemId}`);
      expect(response!.status()).toBe(200);
      seenBy.add(address);
      await expect(page.getByTestId("item-owner")).toHaveText(demoEmail("operator"));
      await expect(page.getByTestId("item-state")).toHaveText("Open");
    }
    expect([...seenBy].sort()).toEqual([...instanceAddresses].sort());
    const served = await page.goto(`/desk/items/${itemId}`);
    expect(instanceAddresses).toContain(answeredBy(served!));
  } finally {
    await db.end();
  }
});
