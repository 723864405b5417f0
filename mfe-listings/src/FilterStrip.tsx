import { CITIES } from 'shared/contracts';
import { filters as filtersState, useFilters } from 'shared/bus';
import { updateFilter } from 'shared/listings';
import { Container, Select } from 'shared/ui';

export default function FilterStrip() {
  const filters = useFilters();
  return (
    <Container size={1400} py="xs">
      <Select
        label="Qyteti"
        w={220}
        data={[{ value: 'all', label: 'Të gjitha' }, ...CITIES.map((city) => ({ value: city, label: city }))]}
        value={filters.place ?? 'all'}
        onChange={(value) => filtersState.next(updateFilter(filters, 'place', value ?? 'all'))}
      />
    </Container>
  );
}
