import { TextField, type TextFieldProps } from './TextField';

// The input attributes a phone number and an e-mail address want (keyboard, autofill, length), so every
// form that asks for them offers the same field; the rules themselves are the contracts' (contactRules.ts).

/** A required phone number field: phone keyboard, tel autofill, at most 21 characters (a plus and 20). */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" maxLength={21} aria-required="true" {...props} />;
}

/** A required e-mail field: e-mail keyboard and autofill, at most 254 characters. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" maxLength={254} aria-required="true" {...props} />;
}
