import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { OtherPackage } from '@showroom/contracts';
import { carDetailPath } from '@showroom/sites';
import { createTranslator, type Translator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Button, Card } from '@showroom/ui';
import { EquipmentItems } from './Equipment';
import { SectionFrame, ToggleRow, type SectionBaseProps } from './SectionFrame';
import { canExpandPackage, visiblePackageItems } from './otherPackagesRule';

export interface OtherPackagesProps extends SectionBaseProps {
  /** Other packages (trims) of a sample car's model: package name, car_id, slug and equipment. */
  packages: readonly OtherPackage[];
  /** The car detail base path; each package links to `{carDetailBase}/{car_id}/{slug}`. */
  carDetailBase: string;
  language: Language;
}

const Packages = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const PackageName = styled.h3(({ theme }) => ({
  margin: `0 0 ${theme.space.xs}`,
  fontSize: theme.fontSizes.md,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: theme.colors.primary,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    overflowWrap: 'anywhere',
  },
}));

function PackageCard({ pack, href, headingLevel, t }: { pack: OtherPackage; href: string; headingLevel: 3 | 4; t: Translator }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = pack.equipment.filter((item) => item.trim() !== '');
  const visible = visiblePackageItems(items.length, expanded);
  return (
    <Card as="li">
      <PackageName as={`h${headingLevel}`}>
        <a href={href}>{pack.package}</a>
      </PackageName>
      {items.length > 0 ? (
        <EquipmentItems id={listId}>
          {items.map((item, i) => (
            <li key={i} hidden={i >= visible}>
              {item}
            </li>
          ))}
        </EquipmentItems>
      ) : null}
      {canExpandPackage(items.length) ? (
        <ToggleRow>
          <Button variant="ghost" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('carSections.showLess') : t('carSections.otherPackages.showAll', { count: items.length })}
          </Button>
        </ToggleRow>
      ) : null}
    </Card>
  );
}

/** For sample (new) cars: the equipment of the model's other packages, each linking to its car. Nothing without packages. */
export function OtherPackages({ packages, carDetailBase, language, id, headingLevel = 2 }: OtherPackagesProps) {
  if (packages.length === 0) return null;
  const t = createTranslator(language);
  return (
    <SectionFrame id={id} headingLevel={headingLevel} title={t('carSections.otherPackages.heading')}>
      <Packages>
        {packages.map((pack) => (
          <PackageCard key={pack.car_id} pack={pack} href={carDetailPath(carDetailBase, pack)} headingLevel={headingLevel === 2 ? 3 : 4} t={t} />
        ))}
      </Packages>
    </SectionFrame>
  );
}
