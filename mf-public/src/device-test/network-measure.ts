/** What the network page measures against our own API (GET/POST /api/sessions/network-test/…). */
export interface NetworkResult {
  roundTripMs: number;
  downloadMbps: number;
  uploadMbps: number;
}

export type NetworkVerdict = 'good' | 'fair' | 'poor';

const BASE = '/api/sessions/network-test';
const TRANSFER_BYTES = 1024 * 1024;

const mbps = (bytes: number, ms: number) => (bytes * 8) / 1000 / Math.max(ms, 1);

/** Median of five pings, then 1 MB down and 1 MB up (each under the API's 2 MB cap). */
export async function measureNetwork(baseUrl = ''): Promise<NetworkResult> {
  const pings: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${BASE}/ping`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`ping answered ${response.status}`);
    await response.json();
    pings.push(performance.now() - started);
  }
  pings.sort((a, b) => a - b);

  let started = performance.now();
  const download = await fetch(`${baseUrl}${BASE}/download?bytes=${TRANSFER_BYTES}`, { cache: 'no-store' });
  if (!download.ok) throw new Error(`download answered ${download.status}`);
  const received = (await download.arrayBuffer()).byteLength;
  const downloadMbps = mbps(received, performance.now() - started);

  started = performance.now();
  const upload = await fetch(`${baseUrl}${BASE}/upload`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(TRANSFER_BYTES) });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}`);
  await upload.json();
  const uploadMbps = mbps(TRANSFER_BYTES, performance.now() - started);

  return { roundTripMs: Math.round(pings[2]), downloadMbps: Math.round(downloadMbps * 10) / 10, uploadMbps: Math.round(uploadMbps * 10) / 10 };
}

/**
 * A video session needs about 1.5 Mbps each way for good video and tolerates 300 ms round trip;
 * below 0.5 Mbps or above 600 ms video stalls (audio may still work).
 */
export function verdictOf({ roundTripMs, downloadMbps, uploadMbps }: NetworkResult): NetworkVerdict {
  const slowest = Math.min(downloadMbps, uploadMbps);
  if (slowest >= 1.5 && roundTripMs <= 300) return 'good';
  if (slowest >= 0.5 && roundTripMs <= 600) return 'fair';
  return 'poor';
}

export const VERDICT_TEXT: Record<NetworkVerdict, { heading: string; advice: string }> = {
  good: { heading: 'Your connection is good for video sessions.', advice: 'You are ready for your session.' },
  fair: {
    heading: 'Video should work, but the picture may be blurry at times.',
    advice: 'Move closer to your Wi-Fi router, close other apps and downloads, and ask others at home to pause streaming during your session.',
  },
  poor: {
    heading: 'Your connection is too slow for video right now.',
    advice: 'Try moving closer to your Wi-Fi router or using a wired connection, switch off VPNs, and close other apps. If it is still slow, join from your phone on mobile data.',
  },
};
