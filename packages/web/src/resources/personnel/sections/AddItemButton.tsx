import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator } from 'react-admin';

/** "Add …" button of an ArrayInput that starts the new item from `item(count)`. */
export const AddItemButton = ({ label, item }: { label: string; item: (count: number) => Record<string, unknown> }) => {
  const { add, total } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add(item(total ?? 0))}>
      {label}
    </Button>
  );
};
