import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { handleAuthHttpRequest } from "@/lib/auth/handler";

export const dynamic = "force-dynamic";

/** better-auth's endpoints (get-session, sign-in/email, ...), with our client address; two-factor only through our actions. */
async function handler(request: Request): Promise<Response> {
  return handleAuthHttpRequest(request, clientAddressFromHeaders(request.headers));
}

export { handler as GET, handler as POST };
