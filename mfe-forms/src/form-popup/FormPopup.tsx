import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import type { FormPopupProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { Button, useDialogFocus } from '@showroom/ui';
import { FormBuilder } from '../form-builder/FormBuilder';
import { MarketingFormView } from '../marketing-form/MarketingForm';

// No padding on the dialog itself: a click whose target is the dialog element is a click on its backdrop.
const Dialog = styled.dialog(({ theme }) => ({
  padding: 0,
  border: 0,
  borderRadius: theme.radii.md,
  width: 'min(640px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  background: theme.colors.background,
  color: theme.colors.text,
  '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' },
}));

const Inner = styled.div(({ theme }) => ({ padding: theme.space.md }));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.md,
  h2: { margin: 0, fontSize: theme.fontSizes.lg, overflowWrap: 'anywhere' },
}));

/**
 * A form popup block (spec 2 §4 "Form popup: opens and closes. A click outside closes it."): a button opens a
 * modal <dialog> holding one form block; Close, Escape and a click on the backdrop close it. Focus starts on
 * Close, Tab stays inside, and focus returns to the button. The form mounts when the dialog opens, so a
 * marketing form's script loads only for a visitor who asks for it.
 */
export function FormPopup(props: FormPopupProps) {
  const t = createTranslator(props.language);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const onKeyDown = useDialogFocus(dialog, close, () => setOpen(false), open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // showModal puts the page behind out of reach (inert) and the dialog in the top layer.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      // Back to the button: the dialog's focus hook tried while the page was still inert, and in a partner's
      // shadow root it only knows the host element.
      opener.current?.focus();
    }
  }, [open]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpen(false);
  };
  // The browser's own Escape handling closes the dialog without React knowing: keep the state in step.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    setOpen(false);
  };

  return (
    <div data-block="form-popup">
      <Button ref={opener} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.buttonLabel}
      </Button>
      <Dialog ref={dialog} aria-labelledby={titleId} onKeyDown={onKeyDown} onClick={onBackdropClick} onCancel={onCancel} onClose={() => setOpen(false)}>
        <Inner>
          <Header>
            <h2 id={titleId}>{props.title}</h2>
            <Button ref={close} type="button" variant="secondary" onClick={() => setOpen(false)}>
              <span aria-hidden="true">✕</span> {t('formBlocks.popup.close')}
            </Button>
          </Header>
          {open &&
            (props.form.kind === 'formBuilder' ? (
              <FormBuilder site={props.site} language={props.language} apiBase={props.apiBase} formId={props.form.formId} />
            ) : (
              <MarketingFormView language={props.language} formId={props.form.formId} config={props.form.config} />
            ))}
        </Inner>
      </Dialog>
    </div>
  );
}
