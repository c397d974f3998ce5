import os from 'node:os';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { bookSession, conversationBody, makePerson, type Person } from '../../test-support/messaging-people';
import { openEventStream } from '../../test-support/event-stream';
import { MessageModel } from './records/message.model';

// Concurrent senders into shared conversations (both participants sending at once), through the
// real API and database, every message also received on the other participant's event stream:
// none lost, duplicated or out of order. A small version of the load `npm run bench -- messaging`
// measures (50 senders × 100 messages, with latencies). Raises the per-sender limit for the run.
const server = useServerWithDatabase(__filename, { config: { messagesPerMinute: 100_000 } });

const PAIRS = 5;
const PER_SENDER = 20;

interface Sender {
  person: Person;
  peer: Person;
  conversationId: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

test(`${PAIRS * 2} senders × ${PER_SENDER} messages: none lost, duplicated or out of order`, async () => {
  const senders: Sender[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const client = await makePerson(server.url, 'client');
    const psychologist = await makePerson(server.url, 'psychologist');
    await bookSession(client.id, psychologist.id);
    await fetch(`${server.url}/api/messaging/messaging/terms/accept`, { method: 'POST', headers: { authorization: client.authorization } });
    const created = await fetch(`${server.url}/api/messaging/conversations`, {
      method: 'POST',
      headers: { authorization: client.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(conversationBody(client, psychologist)),
    });
    const { conversationId } = (await created.json()) as { conversationId: string };
    const listed = await fetch(`${server.url}/api/messaging/conversations/users/${client.id}/conversations`, { headers: { authorization: client.authorization } });
    const { conversations } = (await listed.json()) as { conversations: { participants: { participantId: string; participantUserId: string }[] }[] };
    for (const p of conversations[0].participants) senderOf.set(p.participantId, p.participantUserId);
    senders.push({ person: client, peer: psychologist, conversationId }, { person: psychologist, peer: client, conversationId });
  }
  // One stream per person, as one open tab each.
  const streams = new Map(await Promise.all(senders.map(async (s) => [s.person.id, await openEventStream(`${server.url}/api/messaging/events`, s.person.authorization)] as const)));
  try {
    await Promise.all([...streams.values()].map((s) => s.waitFor((e) => e.event === 'ready')));
    const sentAt = new Map<string, number>();
    const failures: string[] = [];
    const started = Date.now();
    await Promise.all(
      senders.map(async ({ person, conversationId }) => {
        // Like the overlay's queue: one at a time, in order.
        for (let n = 0; n < PER_SENDER; n++) {
          const clientMessageId = `${person.id}#${n}`;
          sentAt.set(clientMessageId, Date.now());
          const response = await fetch(`${server.url}/api/messaging/conversations/${conversationId}/messages`, {
            method: 'POST',
            headers: { authorization: person.authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ message: `${n}`, clientMessageId }),
          });
          if (response.status !== 201) failures.push(`${response.status} ${await response.text()}`);
        }
      }),
    );
    const sendSeconds = (Date.now() - started) / 1000;
    expect(failures).toEqual([]);

    // Stored: every conversation has seqs 0…199 exactly once; each sender's messages in their order.
    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    for (let i = 0; i < senders.length; i += 2) {
      const { conversationId } = senders[i];
      const stored = await MessageModel.find({ conversationId }, { seq: 1, sentByUserId: 1, clientMessageId: 1, messageText: 1 }).lean();
      const seqs = stored.map((m) => m.seq).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: 2 * PER_SENDER }, (_, k) => k));
      for (const sender of [senders[i], senders[i + 1]]) {
        const mine = stored.filter((m) => m.sentByUserId === sender.person.id).sort((a, b) => a.seq - b.seq);
        const texts = mine.map((m) => Number(m.messageText));
        lost += PER_SENDER - new Set(texts).size;
        duplicated += texts.length - new Set(texts).size;
        outOfOrder += texts.filter((t, k) => k > 0 && t < texts[k - 1]).length;
      }
    }

    // Received: each recipient's stream got every one of the peer's messages once, in the peer's order.
    const latencies: number[] = [];
    await Promise.all(
      senders.map(async ({ person, peer }) => {
        const stream = streams.get(peer.id)!;
        // Wait for the peer's last message (however busy the machine); if it never comes, the
        // counts below say what was lost.
        await stream.waitFor((e) => e.event === 'message' && isLastFrom(e.data, person.id), 120_000).catch(() => undefined);
        const got = received(stream.events, person.id);
        lost += Math.max(0, PER_SENDER - new Set(got.map((g) => g.n)).size);
        duplicated += got.length - new Set(got.map((g) => g.n)).size;
        outOfOrder += got.filter((g, k) => k > 0 && g.n < got[k - 1].n).length;
        for (const g of got) latencies.push(g.at - sentAt.get(`${person.id}#${g.n}`)!);
      }),
    );
    const total = senders.length * PER_SENDER;
    const [load1] = os.loadavg();
    console.log(
      `messaging load: ${total} messages from ${senders.length} senders in ${PAIRS} conversations in ${sendSeconds.toFixed(1)} s ` +
        `(${(total / sendSeconds).toFixed(0)}/s); lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder}; ` +
        `send→receive p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms; load average ${load1.toFixed(1)}`,
    );
    expect({ lost, duplicated, outOfOrder, received: latencies.length }).toEqual({ lost: 0, duplicated: 0, outOfOrder: 0, received: total });
  } finally {
    streams.forEach((s) => s.close());
  }
}, 600_000);

type MessageEventData = { message: { messageText: string; sentByParticipantId: string } };

const isLastFrom = (data: unknown, senderUserId: string) => {
  const { message } = data as MessageEventData;
  return senderOf.get(message.sentByParticipantId) === senderUserId && message.messageText === `${PER_SENDER - 1}`;
};

/** The messages from `senderUserId` that arrived on a stream: their number and arrival time. */
function received(events: { event: string; data: unknown; receivedAt: number }[], senderUserId: string) {
  const result: { n: number; at: number }[] = [];
  for (const e of events) {
    if (e.event !== 'message') continue;
    const { message } = e.data as MessageEventData;
    if (senderOf.get(message.sentByParticipantId) === senderUserId) result.push({ n: Number(message.messageText), at: e.receivedAt });
  }
  return result;
}

/** participantId → userId, from the conversation lists. */
const senderOf = new Map<string, string>();
