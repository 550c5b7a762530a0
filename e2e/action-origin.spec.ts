import { expect, test } from "./fixtures";
import { postAction, serverActions } from "./server-actions";

test("server actions answer same-origin posts and refuse a foreign Origin", async ({ request, baseURL }) => {
  const actions = serverActions();
  expect(actions.map((action) => action.name)).toContain("signInAction");
  for (const action of actions) {
    const sameOrigin = await postAction(request, action, [{}], { origin: baseURL });
    expect(sameOrigin.status(), `${action.name} from its own origin`).toBe(200);

    const foreign = await postAction(request, action, [{}], { origin: "https://attacker.example" });
    expect(foreign.status(), `${action.name} from a foreign origin`).not.toBe(200);
    const body = await foreign.text();
    // Refused before the action ran: none of its answers (a result, an "unauthenticated") came back.
    expect(body, action.name).not.toMatch(/unauthenticated|"data"|validationErrors/);
  }
});
