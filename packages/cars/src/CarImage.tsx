import styled from '@emotion/styled';
import { useState } from 'react';

const Frame = styled.div<{ blur?: string | undefined }>`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  background-image: ${({ blur }) => (blur ? `url("${blur}")` : 'none')};
  background-size: cover;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Missing = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  text-align: center;
  padding: 8px;
`;

/** A car picture over its blur placeholder; the missing-image fallback with its text when there is none or it fails. */
export function CarImage({ src, blur, alt, missingText, eager = false }: { src?: string | undefined; blur?: string | undefined; alt: string; missingText: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame blur={blur}>
      {src && !failed ? (
        <img src={src} alt={alt} width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} />
      ) : (
        <Missing role="img" aria-label={missingText}>
          {missingText}
        </Missing>
      )}
    </Frame>
  );
}
