import { createContext, useContext } from 'react';
import type { AuthService } from './auth/auth-service';

/** What the shell's own pages need (areas get the platform object instead). */
export interface ShellServices {
  authService: AuthService;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('ShellServicesContext missing');
  return services;
}
