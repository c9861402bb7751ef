import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { footerContent } from '../../../content/footer';

export function PartnerLogos() {
  return (
    <Box sx={{ mt: 5 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        Mitra Kami
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {footerContent.partners.map((partner) => (
          <Box
            component="li"
            key={partner.name}
            sx={{ bgcolor: '#ffffff', borderRadius: 2, p: 1.5, display: 'flex' }}
          >
            <img
              src={partner.logoSrc}
              alt={`Logo ${partner.name}`}
              width={160}
              height={64}
              loading="lazy"
              style={{ objectFit: 'contain' }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
