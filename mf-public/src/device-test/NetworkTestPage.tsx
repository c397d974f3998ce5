import { useState } from 'react';
import { Link } from '@harbour/router';
import { Button, Container } from '@harbour/ui';
import { measureNetwork, verdictOf, VERDICT_TEXT, type NetworkResult } from './network-measure';

/** /device-test/network: round trip and throughput against our own API, and what it means. */
export function NetworkTestPage() {
  const [state, setState] = useState<{ status: 'idle' | 'running' | 'done' | 'failed'; result?: NetworkResult }>({ status: 'idle' });

  const run = async () => {
    setState({ status: 'running' });
    try {
      setState({ status: 'done', result: await measureNetwork() });
    } catch {
      setState({ status: 'failed' });
    }
  };
  const verdict = state.result && VERDICT_TEXT[verdictOf(state.result)];

  return (
    <Container>
      <h1>Test your connection</h1>
      <p>This measures how quickly your device reaches Harbour. It takes a few seconds and uses about 2 MB of data.</p>
      <Button onClick={() => void run()} loading={state.status === 'running'}>
        {state.status === 'done' ? 'Test again' : 'Start the test'}
      </Button>
      {state.status === 'running' && <p role="status">Testing your connection…</p>}
      {state.status === 'failed' && (
        <p role="alert">The test could not reach Harbour. Check that you are online (open another website), then try again.</p>
      )}
      {state.result && verdict && (
        <section aria-labelledby="result-heading">
          <h2 id="result-heading">{verdict.heading}</h2>
          <p>{verdict.advice}</p>
          <dl>
            <dt>Round trip</dt>
            <dd>{state.result.roundTripMs} ms</dd>
            <dt>Download</dt>
            <dd>{state.result.downloadMbps} Mbps</dd>
            <dt>Upload</dt>
            <dd>{state.result.uploadMbps} Mbps</dd>
          </dl>
        </section>
      )}
      <p>
        <Link to="/device-test">Back to the camera and microphone test</Link>
      </p>
    </Container>
  );
}
