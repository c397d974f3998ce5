import { useState, type ReactNode } from 'react';
import { Link } from '@harbour/router';
import styled from 'styled-components';
import { useDialogs } from '@harbour/platform';
import { Button, ConfirmDialog, Container, LoginExpiredDialog, Modal, ModalActions, TextField, type ModalSize } from '@harbour/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-block: 0.5rem 1.5rem;
`;

const Result = styled.p`
  min-height: 1.5em;
`;

type Open = 'small' | 'medium' | 'large' | 'untitled' | 'form' | 'nested-parent' | 'nested-child' | 'confirm' | 'login-expired';

/**
 * `/styleguide/modals` (spec §2): every modal and dialog of the design system (packages/ui) and
 * the platform's confirm, each opened by its button. All close with Escape and hand focus back to
 * the button that opened them, except the Login expired dialog, which by design (spec §8) only
 * its Login button closes.
 */
export function ModalsPage() {
  const dialogs = useDialogs();
  const [open, setOpen] = useState<ReadonlySet<Open>>(new Set());
  const [result, setResult] = useState('');
  const [name, setName] = useState('');
  const show = (which: Open) => setOpen((current) => new Set(current).add(which));
  const hide = (which: Open) =>
    setOpen((current) => {
      const next = new Set(current);
      next.delete(which);
      return next;
    });
  const is = (which: Open) => open.has(which);
  const sized = (size: ModalSize, body: ReactNode) => (
    <Modal open={is(size)} size={size} title={`A ${size} modal`} onClose={(reason) => (hide(size), setResult(`The ${size} modal closed (${reason}).`))}>
      {body}
    </Modal>
  );

  return (
    <Container>
      <p>
        <Link to="/styleguide">Styleguide</Link>
      </p>
      <h1>Modals and dialogs</h1>
      <p>Each button opens one dialog. Escape closes it (except Login expired) and focus returns to the button.</p>
      <Result role="status" data-testid="modal-result">
        {result}
      </Result>

      <h2>Modal</h2>
      <Row>
        <Button onClick={() => show('small')}>Open a small modal</Button>
        <Button onClick={() => show('medium')}>Open a medium modal</Button>
        <Button onClick={() => show('large')}>Open a large modal</Button>
        <Button variant="secondary" onClick={() => show('untitled')}>
          Open a modal without a title
        </Button>
      </Row>
      {sized('small', <p>Small: 420 px wide, full screen on phones.</p>)}
      {sized('medium', <p>Medium (the default): 600 px wide.</p>)}
      {sized(
        'large',
        <>
          <p>Large: 860 px wide, for tables and long content.</p>
          <ModalActions>
            <Button onClick={() => (hide('large'), setResult('The large modal closed (done).'))}>Done</Button>
          </ModalActions>
        </>,
      )}
      <Modal open={is('untitled')} aria-label="A modal without a title" onClose={(reason) => (hide('untitled'), setResult(`The untitled modal closed (${reason}).`))}>
        <p>Without a visible title, the dialog is named by its aria-label.</p>
      </Modal>

      <h2>Modal with a form</h2>
      <p>A click on the backdrop does not close it, so nothing typed is lost by accident.</p>
      <Row>
        <Button onClick={() => show('form')}>Open a form modal</Button>
      </Row>
      <Modal open={is('form')} title="Rename the example" disableBackdropClose onClose={(reason) => (hide('form'), setResult(`The form modal closed (${reason}).`))}>
        {(close) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              close('save');
            }}
          >
            <TextField label="New name" name="example-name" value={name} onChange={setName} />
            <ModalActions>
              <Button variant="secondary" onClick={() => close('cancel')}>
                Cancel
              </Button>
              <Button type="submit">Save</Button>
            </ModalActions>
          </form>
        )}
      </Modal>

      <h2>Nested modals</h2>
      <Row>
        <Button onClick={() => show('nested-parent')}>Open nested modals</Button>
      </Row>
      <Modal open={is('nested-parent')} title="The first modal" onClose={(reason) => (hide('nested-parent'), setResult(`The first modal closed (${reason}).`))}>
        <p>Escape closes only the top modal.</p>
        <ModalActions>
          <Button onClick={() => show('nested-child')}>Open a second modal</Button>
        </ModalActions>
        <Modal open={is('nested-child')} size="small" title="The second modal" onClose={(reason) => (hide('nested-child'), setResult(`The second modal closed (${reason}).`))}>
          <p>Close me and focus returns to the first modal’s button.</p>
        </Modal>
      </Modal>

      <h2>Confirm dialog</h2>
      <Row>
        <Button onClick={() => show('confirm')}>Open the confirm dialog</Button>
        <Button variant="secondary" onClick={async () => setResult((await dialogs.confirm('Delete this example?')) ? 'The platform confirm answered Ok.' : 'The platform confirm answered Cancel.')}>
          Ask the platform to confirm
        </Button>
      </Row>
      <ConfirmDialog
        open={is('confirm')}
        title="Delete the example?"
        message="This removes the example for everyone."
        onConfirm={() => (hide('confirm'), setResult('The confirm dialog answered Ok.'))}
        onCancel={() => (hide('confirm'), setResult('The confirm dialog answered Cancel.'))}
      />

      <h2>Login expired</h2>
      <p>Shown when a session ends in popup mode. It must be answered: Escape and the backdrop do not close it; Login does.</p>
      <Row>
        <Button onClick={() => show('login-expired')}>Open the Login expired dialog</Button>
      </Row>
      <LoginExpiredDialog open={is('login-expired')} onLogin={() => (hide('login-expired'), setResult('Login was pressed (no sign-in on this page).'))} />
    </Container>
  );
}
