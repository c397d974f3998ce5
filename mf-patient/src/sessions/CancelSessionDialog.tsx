import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CancelSessionRequest, CancellationFee } from '@harbour/sdk/booking';
import { useGetRescheduleReasonsQuery } from '@harbour/sdk/reference-data';
import { Button, LoadError, Loading, Modal, ModalActions, rgb, type RequestClose } from '@harbour/ui';
import { errorMessageOf } from '@harbour/sdk';
import { SelectField } from '../layout/SelectField';
import { cancelMessage } from './cancel-message';

const Message = styled.p`
  margin: 0 0 16px;
`;

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => rgb(theme.colours.red)};
`;

const MoreField = styled.label`
  display: grid;
  gap: 4px;
  margin-top: 12px;
  textarea {
    font: inherit;
    min-height: 5em;
    width: 100%;
    box-sizing: border-box;
  }
`;

export interface CancelSessionDialogProps {
  fee: CancellationFee;
  zone: string;
  /** Called with the cancel payload (spec: reason, reasonId, reasonOther) once the client confirms. */
  onConfirm: (request: CancelSessionRequest) => void;
  onKeep: () => void;
}

/**
 * Before anything is cancelled: what it costs under the client's own terms, why they cancel (from
 * the reasons taxonomy), and two buttons named by what they do. "Keep session" has the focus.
 */
export function CancelSessionDialog({ fee, zone, onConfirm, onKeep }: CancelSessionDialogProps) {
  const reasons = useGetRescheduleReasonsQuery();
  const [reasonId, setReasonId] = useState('');
  const [other, setOther] = useState('');
  const [problems, setProblems] = useState<{ reasonId?: string; reasonOther?: string }>({});
  const keepRef = useRef<HTMLButtonElement>(null);
  const describedBy = useId();
  const otherId = useId();
  const chosen = reasons.data?.find((r) => String(r.reasonId) === reasonId);

  const confirm = (close: RequestClose) => {
    const found = { ...(!chosen && { reasonId: 'Choose a reason.' }), ...(chosen?.requiresExtraInfo && !other.trim() && { reasonOther: 'Please tell us the reason.' }) };
    setProblems(found);
    if (found.reasonId || found.reasonOther) return;
    close('confirm');
  };

  return (
    <Modal
      open
      title="Cancel this session?"
      role="alertdialog"
      size="small"
      aria-describedby={describedBy}
      initialFocusRef={keepRef}
      disableBackdropClose
      onClose={(reason) =>
        reason === 'confirm' && chosen ? onConfirm({ reasonId: chosen.reasonId, reason: chosen.name, ...(chosen.requiresExtraInfo && { reasonOther: other.trim() }) }) : onKeep()
      }
    >
      {(close) => (
        <>
          <Message id={describedBy}>{cancelMessage(fee, zone)}</Message>
          {reasons.isLoading && <Loading label="Loading reasons" />}
          {reasons.error && <LoadError what="the reasons" message={errorMessageOf(reasons.error)} onRetry={() => void reasons.refetch()} />}
          {reasons.data && (
            <SelectField
              label="Why are you cancelling?"
              name="reasonId"
              value={reasonId}
              onChange={(value) => (setReasonId(value), setProblems({}))}
              emptyLabel="Choose a reason"
              options={reasons.data.map((r) => ({ value: String(r.reasonId), label: r.name }))}
              error={problems.reasonId}
            />
          )}
          {chosen?.requiresExtraInfo && (
            <MoreField htmlFor={otherId}>
              Tell us more
              <textarea
                id={otherId}
                name="reasonOther"
                maxLength={1000}
                value={other}
                onChange={(e) => setOther(e.target.value)}
                aria-invalid={problems.reasonOther ? true : undefined}
                aria-describedby={problems.reasonOther ? `${otherId}-error` : undefined}
              />
              {problems.reasonOther && <ErrorText id={`${otherId}-error`}>{problems.reasonOther}</ErrorText>}
            </MoreField>
          )}
          <ModalActions>
            <Button variant="secondary" ref={keepRef} onClick={() => close('cancel')}>
              Keep session
            </Button>
            <Button onClick={() => confirm(close)} disabled={!reasons.data}>
              Cancel session
            </Button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
