import { Link as RouterLink, Route, Routes, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { KNOWLEDGE_CENTER_TYPE, PLATFORM_MESSAGES, type KnowledgeCenterType } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { api, dataOf } from '../../api/client';
import { withRecordId } from '../../lib/RecordIdGuard';
import { embedUrl } from './video';

const TYPES = Object.keys(KNOWLEDGE_CENTER_TYPE) as KnowledgeCenterType[];

/** The tutorials grouped by type (Facilities, Personnel, Contracts, Tutorial). */
const KnowledgeCenterList = () => {
  const { data, isPending, isError } = useQuery({
    queryKey: ['knowledge-center'],
    queryFn: async () => dataOf(await api.GET('/api/v1/knowledge-center')),
  });
  if (isPending) return <CircularProgress aria-label="Loading" />;
  if (isError) return <Alert severity="error">{MESSAGES.fetchError}</Alert>;
  if (!data.length) return <Typography>{PLATFORM_MESSAGES.noVideos}</Typography>;
  return (
    <Stack spacing={3}>
      {TYPES.filter((t) => data.some((i) => i.type === t)).map((type) => (
        <section key={type} aria-label={KNOWLEDGE_CENTER_TYPE[type]}>
          <Typography variant="h6" component="h2" gutterBottom>
            {KNOWLEDGE_CENTER_TYPE[type]}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
            {data
              .filter((i) => i.type === type)
              .map((i) => (
                <Card key={i.id} variant="outlined">
                  <CardActionArea component={RouterLink} to={`/knowledge-center/${i.id}`}>
                    <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                      {i.videoUrl ? <PlayCircleOutlineIcon color="primary" /> : <ArticleOutlinedIcon color="primary" />}
                      <div>
                        <Typography variant="subtitle1">{i.title}</Typography>
                        {i.description && (
                          <Typography variant="body2" color="text.secondary">
                            {i.description}
                          </Typography>
                        )}
                      </div>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
          </Box>
        </section>
      ))}
    </Stack>
  );
};

/** The video player page of one tutorial (GET /knowledge-center/{id} answers its videoUrl). */
const VideoPage = withRecordId(() => {
  const { id } = useParams();
  const { data, isPending, isError } = useQuery({
    queryKey: ['knowledge-center', id],
    queryFn: async () => dataOf(await api.GET('/api/v1/knowledge-center/{id}', { params: { path: { id: id! } } })),
  });
  const back = (
    <Button component={RouterLink} to="/knowledge-center" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {PLATFORM_MESSAGES.knowledgeCenterTitle}
    </Button>
  );
  if (isPending) return <CircularProgress aria-label="Loading" />;
  if (isError)
    return (
      <>
        {back}
        <Alert severity="error">{MESSAGES.fetchError}</Alert>
      </>
    );
  const embed = data.videoUrl ? embedUrl(data.videoUrl) : undefined;
  return (
    <>
      {back}
      <Typography variant="h6" component="h2" gutterBottom>
        {data.title}
      </Typography>
      {embed && (
        <Box sx={{ maxWidth: 960, aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
          {embed.kind === 'file' ? (
            <video src={embed.url} controls style={{ width: '100%', height: '100%' }} aria-label={data.title} />
          ) : (
            <iframe
              src={embed.url}
              title={data.title}
              style={{ width: '100%', height: '100%', border: 0 }}
              allow="fullscreen; picture-in-picture"
              sandbox="allow-scripts allow-same-origin allow-presentation"
            />
          )}
        </Box>
      )}
      {data.description && <Typography sx={{ mt: embed ? 2 : 0, maxWidth: 960 }}>{data.description}</Typography>}
    </>
  );
});

/** /knowledge-center and /knowledge-center/{id}. */
const KnowledgeCenterPage = () => (
  <Card sx={{ mt: 1 }}>
    <Title title={PLATFORM_MESSAGES.knowledgeCenterTitle} />
    <CardContent>
      <Routes>
        <Route index element={<KnowledgeCenterList />} />
        <Route path=":id" element={<VideoPage />} />
      </Routes>
    </CardContent>
  </Card>
);

export default KnowledgeCenterPage;
