import styled from '@emotion/styled';
import type { ContentBlock } from '@showroom/contracts';

const Hero = styled.section`
  position: relative;
  min-height: 312px;
  display: grid;
  align-items: end;
  padding: 24px 16px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  @media (min-width: 768px) {
    min-height: 534px;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const HeroText = styled.div`
  position: relative;
  max-width: 640px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Blurb = styled.section`
  max-width: 960px;
  margin: 32px auto;
  padding: 0 16px;
`;

const CallToAction = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
`;

/** Renders the content platform's blocks the shell knows; unknown blocks are skipped. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.componentName === 'HeroBanner' && 'Content' in (block.fields ?? {})) {
          const f = block.fields as Extract<ContentBlock, { componentName: 'HeroBanner' }>['fields'];
          // Spec 1 §5: a hero renders nothing unless it is a video or has an image.
          if (f.Content !== 'Video' && !f.Image) return null;
          const Heading = index === 0 ? 'h1' : 'h2';
          return (
            <Hero key={block.uid}>
              {f.Image ? <img src={f.Image.src} alt={f.Image.alt ?? ''} width={f.Image.width ?? 1920} height={f.Image.height ?? 800} /> : null}
              <HeroText>
                <Heading>{f.Title}</Heading>
                {f.Text ? <p>{f.Text}</p> : null}
                {f.Link?.href && f.ButtonType !== 'None' ? <CallToAction href={f.Link.href}>{f.Link.text ?? f.Title}</CallToAction> : null}
              </HeroText>
            </Hero>
          );
        }
        if (block.componentName === 'Blurb' && block.fields && 'Title' in block.fields) {
          const f = block.fields as Extract<ContentBlock, { componentName: 'Blurb' }>['fields'];
          return (
            <Blurb key={block.uid}>
              <h2>{f.Title}</h2>
              {f.Text ? <p>{f.Text}</p> : null}
              {f.Link?.href ? <a href={f.Link.href}>{f.Link.text ?? f.Title}</a> : null}
            </Blurb>
          );
        }
        return null;
      })}
    </>
  );
}
