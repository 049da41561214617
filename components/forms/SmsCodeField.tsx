import type { ComponentProps } from 'react';
import { SMS_CODE_MAX } from '@/lib/forms/accountFieldsSchema';
import { Field } from './Field';

type SmsCodeFieldProps = Omit<ComponentProps<typeof Field>, 'inputMode' | 'autoComplete' | 'maxLength'>;

/** An SMS code (SPEC §5: digits only, at most 10), offered by the phone's keyboard from the message it got. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  return <Field inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_MAX} {...props} />;
}
