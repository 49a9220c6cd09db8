import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Grid, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** Which blocks the user opened or closed, by title: kept above the form, so a reload of the stored version leaves them so. */
type OpenBlocks = { isOpen: (title: string, byDefault: boolean) => boolean; set: (title: string, open: boolean) => void };
export const OpenBlocksContext = createContext<OpenBlocks | null>(null);

export const useOpenBlocks = (): OpenBlocks => {
  const [state, setState] = useState<Record<string, boolean>>({});
  return useMemo(
    () => ({ isOpen: (title, byDefault) => state[title] ?? byDefault, set: (title, open) => setState((s) => ({ ...s, [title]: open })) }),
    [state],
  );
};

/** A block of the form as an accordion panel; `yes`: how many of its items are checked. */
export const Block = ({
  title,
  yes,
  children,
  defaultExpanded = false,
}: {
  title: string;
  yes?: number;
  children: ReactNode;
  defaultExpanded?: boolean;
}) => {
  const blocks = useContext(OpenBlocksContext);
  const [own, setOwn] = useState(defaultExpanded);
  return (
    <Accordion
      expanded={blocks ? blocks.isOpen(title, defaultExpanded) : own}
      onChange={(_, open) => (blocks ? blocks.set(title, open) : setOwn(open))}
      disableGutters
      variant="outlined"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>
          {title}
          {yes === undefined ? '' : ` (${yes} yes)`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
};

/** Two inputs side by side (one column on a narrow screen). */
export const Pair = ({ children }: { children: ReactNode }) => (
  <Grid container columnSpacing={2}>
    {(Array.isArray(children) ? children : [children]).map((c, i) => (
      <Grid key={i} size={{ xs: 12, md: 6 }}>
        {c}
      </Grid>
    ))}
  </Grid>
);
