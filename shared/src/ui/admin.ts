/**
 * The back office's UI facade (`shared/ui-admin`): the Mantine forms and table only the admin
 * uses, with their styles. Its own shared module, so no public page fetches or evaluates any of
 * it; the shell provides it from its build (one Mantine, the shell's MantineProvider), and it
 * loads with the admin remote. Public pages' components stay in index.ts and overlays.ts.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

export {
  Alert,
  Box,
  Checkbox,
  Divider,
  NativeSelect,
  NumberInput,
  PasswordInput,
  ScrollArea,
  SegmentedControl,
  Table,
  Textarea,
  TextInput,
} from '@mantine/core';
