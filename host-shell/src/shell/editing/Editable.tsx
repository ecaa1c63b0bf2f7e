import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { usePage } from '../page/PageContext';

const Mark = styled.span`
  display: contents;
  & > * {
    outline: 2px dashed #8a2be2;
    outline-offset: 2px;
  }
`;

/** Marks a content field editable in editing mode (data-editable-field); renders the children alone otherwise. */
export function Editable({ field, children }: { field: string; children: ReactNode }) {
  const { editing } = usePage();
  if (!editing) return <>{children}</>;
  return <Mark data-editable-field={field}>{children}</Mark>;
}

/** Content only editors see (e.g. a link to a hidden page, a placeholder for an empty field). */
export function EditorOnly({ children }: { children: ReactNode }) {
  const { editing } = usePage();
  return editing ? <>{children}</> : null;
}
