import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AuthState, PartnerTheme, Platform } from './contract';
import type { PlatformEvents } from './event-bus';
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

export type MessagingReport = PlatformEvents['messaging:unread'];

/**
 * mf-messaging's latest unread report, or undefined until it has sent one (it mounts after the
 * page is shown). Asks for a fresh report on mount, as the last one may have been sent before.
 */
export function useMessagingReport(): MessagingReport | undefined {
  const { events } = getPlatform();
  const [report, setReport] = useState<MessagingReport | undefined>();
  useEffect(() => {
    const off = events.on('messaging:unread', setReport);
    events.emit('messaging:report-wanted', {});
    return off;
  }, [events]);
  return report;
}
