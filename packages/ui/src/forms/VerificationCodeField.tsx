import { TextField } from './TextField';

export interface VerificationCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** "Verification code": the 6-digit code from the email, with the phone's one-time-code keypad. */
export function VerificationCodeField({ value, onChange, error }: VerificationCodeFieldProps) {
  return (
    <TextField
      label="Verification code"
      name="verificationCode"
      value={value}
      onChange={onChange}
      error={error}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]{6}"
    />
  );
}
