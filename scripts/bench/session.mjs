export async function signIn(baseURL, account) {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ ...account, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`Sign-in refused: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (cookies.length === 0) throw new Error("Sign-in set no cookie");
  return cookies.join("; ");
}

export const basicAuth = (clientId, secret) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`;

export async function sandboxGetText(baseURL, authorization, pathAndQuery) {
  const response = await fetch(`${baseURL}/sandbox/v1${pathAndQuery}`, { headers: { authorization } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${pathAndQuery}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

export async function sandboxPostText(baseURL, authorization, pathAndQuery, { body, headers = {} }) {
  const response = await fetch(`${baseURL}/sandbox/v1${pathAndQuery}`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST ${pathAndQuery}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

export const sandboxGet = async (baseURL, authorization, pathAndQuery) =>
  JSON.parse(await sandboxGetText(baseURL, authorization, pathAndQuery));

export async function largestCustomer(baseURL, authorization, among = 10) {
  const { customers } = await sandboxGet(baseURL, authorization, `/customers?per_page=${among}`);
  let best = null;
  for (const customer of customers) {
    const { pagination } = await sandboxGet(baseURL, authorization, `/customers/${customer.id}/dual-hedges?per_page=1`);
    if (!best || pagination.totalResults > best.dualHedges)
      best = { id: customer.id, name: customer.companyName, dualHedges: pagination.totalResults };
  }
  if (!best) throw new Error("The sandbox has no customers");
  return best;
}
