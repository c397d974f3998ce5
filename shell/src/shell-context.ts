import { createContext, useContext } from 'react';
import type { AuthService } from './auth/auth-service';

/** What the shell's own pages need (areas get the platform object instead). */
export interface ShellServices {
  authService: AuthService;
  /** `path` when anyone may see it, else '/' (where a cancelled sign-in goes back to). */
  publicReturnPath(path: string | undefined): string;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('ShellServicesContext missing');
  return services;
}
