import { useSyncExternalStore } from 'react';
import type { AuthState, PartnerTheme, Platform } from './contract';
import { getPlatform } from './singleton';

export const usePlatform = (): Platform => getPlatform();

export function useAuth(): AuthState {
  const { auth } = getPlatform();
  return useSyncExternalStore(auth.subscribe, auth.get, auth.get);
}

export function usePartnerTheme(): PartnerTheme {
  const { theme } = getPlatform();
  return useSyncExternalStore(theme.subscribe, theme.get, theme.get);
}

export const useToasts = () => getPlatform().toasts;
export const useDialogs = () => getPlatform().dialogs;
export const useApi = () => getPlatform().api;
export const useInbox = () => getPlatform().inbox;
export const useEvents = () => getPlatform().events;

/** "Open a chat with this psychologist/client": mf-messaging opens (or creates) the conversation. */
export function useOpenChat() {
  const { events } = getPlatform();
  return (counterpart: { userId: string; userType: 'client' | 'psychologist' }) => events.emit('messaging:open-chat', counterpart);
}
