import {
  IconBuilding,
  IconBuildingCommunity,
  IconBuildingStore,
  IconHome,
  IconKey,
  IconTag,
  IconTrees,
  type Icon,
} from '@tabler/icons-react';
import type { Category, ListingOption } from 'shared/contracts';

/** SPEC 3: each category has an icon. */
export const CATEGORY_ICONS: Record<Category, Icon> = {
  apartment: IconBuildingCommunity,
  house: IconHome,
  land: IconTrees,
  building: IconBuilding,
  office: IconBuildingStore,
};

/** SPEC 3: each option has an icon. */
export const OPTION_ICONS: Record<ListingOption, Icon> = {
  'Në Shitje': IconTag,
  'Me Qera': IconKey,
};
