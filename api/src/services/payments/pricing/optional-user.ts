import type { Request } from 'express';
import { expressAuthentication } from '../../../auth/authentication';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';

/** The signed-in client when a valid token came with an anonymous-capable call; otherwise nobody (no error). */
export async function optionalClient(req: Request): Promise<AuthenticatedUser | undefined> {
  if (!req.headers.authorization) return undefined;
  try {
    const user = await expressAuthentication(req, 'jwt', ['client']);
    return user;
  } catch {
    return undefined;
  }
}
