export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * An incremental reader of the `text/event-stream` format (events end with a blank line; `event:`
 * names it, `data:` lines join with newlines; `:` lines are comments). Fed chunks as they arrive.
 */
export function createSseParser() {
  let buffer = '';
  return {
    feed(chunk: string): ServerSentEvent[] {
      buffer += chunk.replace(/\r\n?/g, '\n');
      const events: ServerSentEvent[] = [];
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
        if (data.length) events.push({ event, data: data.join('\n') });
      }
      return events;
    },
  };
}
