import { useState } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { Button, Modal } from '@harbour/ui';

export function ComponentsSection() {
  const toasts = useToasts();
  const dialogs = useDialogs();
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string>();
  return (
    <section aria-labelledby="components-heading">
      <h2 id="components-heading">Components</h2>
      <p>
        <Button onClick={() => setOpen(true)}>Open a modal</Button>{' '}
        <Button variant="secondary" onClick={async () => setAnswer((await dialogs.confirm('Delete this example?')) ? 'Ok' : 'Cancel')}>
          Ask to confirm
        </Button>{' '}
        <Button variant="secondary" onClick={() => toasts.show({ type: 'success', message: 'Saved.' })}>
          Show a toast
        </Button>{' '}
        <Button loading>Saving</Button>
      </p>
      {answer && <p>You pressed {answer}.</p>}
      <Modal open={open} title="An example modal" onClose={() => setOpen(false)}>
        <p>Escape, the close button or a click on the backdrop closes it.</p>
      </Modal>
    </section>
  );
}
