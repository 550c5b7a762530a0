import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { handleAuthRequest } from "@/lib/auth/handler";

export const dynamic = "force-dynamic";

/** better-auth's endpoints (get-session, sign-out, sign-in/email, ...), with our client address. */
async function handler(request: Request): Promise<Response> {
  return handleAuthRequest(request, clientAddressFromHeaders(request.headers));
}

export { handler as GET, handler as POST };
