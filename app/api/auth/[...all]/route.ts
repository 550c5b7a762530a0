import { clientAddressFromHeaders } from "@/lib/actions/client-address";
import { handleAuthRequest } from "@/lib/auth/handler";
import { serverEnv } from "@/lib/env/server";

export const dynamic = "force-dynamic";

/** better-auth's endpoints (get-session, sign-out, sign-in/email, ...), with our client address. */
async function handler(request: Request): Promise<Response> {
  return handleAuthRequest(request, clientAddressFromHeaders(request.headers, { trustProxy: serverEnv.TRUST_PROXY }));
}

export { handler as GET, handler as POST };
