import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { labelOf, MY_PORTAL_MESSAGES as M, FAQ_SECTIONS } from '@clearline/shared';
import { api, dataOf, listRange } from '../../api/client';
import { PortalCard } from './PortalCard';

/** /my-portal/faqs: the provider's My Portal FAQs and my organization's FAQs that my roles may read. */
export const FaqsTab = () => {
  const q = useQuery({
    queryKey: ['my-portal', 'faqs'],
    queryFn: async ({ signal }) => {
      const [system, tenant] = await Promise.all([
        api.GET('/api/v1/tenant-master-data/faq/system', {
          params: { query: { ...listRange(0, 99), filter: JSON.stringify({ sectionName: 'MY_PORTAL' }) } },
          signal,
        }),
        api.GET('/api/v1/tenant-master-data/faq/my-portal', { params: { query: listRange(0, 99) }, signal }),
      ]);
      return [...dataOf(system), ...dataOf(tenant)];
    },
  });
  return (
    <>
      <Title title={`${M.title} – FAQs`} />
      <PortalCard title={M.faqs} testId="my-faqs" query={q} empty={M.noFaqs} count={q.data?.length}>
        {q.data?.map((f) => (
          <Accordion key={f.id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 500, flex: 1 }}>{f.question}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ mr: 1, alignSelf: 'center' }}>
                {labelOf(FAQ_SECTIONS, f.sectionName)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {f.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </PortalCard>
    </>
  );
};
