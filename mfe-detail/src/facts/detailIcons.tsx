import {
  IconBath,
  IconBed,
  IconBolt,
  IconDoor,
  IconDroplet,
  IconRecycle,
  IconRuler2,
  IconSofa,
  type Icon,
} from '@tabler/icons-react';
import type { DetailKey } from 'shared/contracts';

/** Icons of the main-details row (SPEC 9 'Main details'). */
const ICONS: Partial<Record<DetailKey, Icon>> = {
  area: IconRuler2,
  rooms: IconDoor,
  bedrooms: IconBed,
  baths: IconBath,
  furnished: IconSofa,
  wastewater: IconRecycle,
  water: IconDroplet,
  keds: IconBolt,
};

export function DetailIcon({ detail }: { detail: DetailKey }) {
  const Component = ICONS[detail] ?? IconRuler2;
  return <Component size={22} stroke={1.6} aria-hidden />;
}
