/** Spec §2: `inbox` is `true` or a conversation id; `message` is a message id. */
export interface InboxRequest {
  conversationId?: string;
  messageId?: string;
}

export function readInboxRequest(params: URLSearchParams): InboxRequest | undefined {
  const inbox = params.get('inbox');
  const message = params.get('message');
  if (inbox === null && message === null) return undefined;
  return {
    conversationId: inbox && inbox !== 'true' ? inbox : undefined,
    messageId: message ?? undefined,
  };
}

/** Both parameters are removed from the URL when the inbox closes. */
export function withoutInboxParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('inbox');
  next.delete('message');
  return next;
}
