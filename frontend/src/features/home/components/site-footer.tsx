import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { footerContent, type SocialNetwork } from '../../../content/footer';
import { PartnerLogos } from './partner-logos';

const socialIcons: Record<SocialNetwork, ReactNode> = {
  instagram: <InstagramIcon />,
  youtube: <YouTubeIcon />,
  facebook: <FacebookIcon />,
  x: <XIcon />,
};

const columns = { display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } };

export function SiteFooter() {
  const { institution, address, phone, email, socialLinks, relatedLinks } = footerContent;
  return (
    <Box component="footer" sx={{ bgcolor: '#102a4c', color: '#ffffff', mt: 8, py: 5 }}>
      <Container maxWidth="lg">
        <Box sx={columns}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography variant="h3" component="h2" gutterBottom>
              {institution}
            </Typography>
            <Typography>{address}</Typography>
            <Typography>Telepon: {phone}</Typography>
            <Typography>Email: {email}</Typography>
          </Box>
          <Box>
            <Typography variant="h3" component="h2" gutterBottom>
              Tautan Terkait
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {relatedLinks.map(({ label, href }) => (
                <li key={label}>
                  {href ? (
                    <Box component={RouterLink} to={href} sx={{ color: 'inherit' }}>
                      {label}
                    </Box>
                  ) : (
                    label
                  )}
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography variant="h3" component="h2" gutterBottom>
              Ikuti Kami
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {socialLinks.map((link) => (
                <IconButton
                  key={link.network}
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  sx={{ color: '#ffffff', border: '1px solid rgba(255,255,255,0.5)' }}
                >
                  {socialIcons[link.network]}
                </IconButton>
              ))}
            </Box>
          </Box>
        </Box>
        <PartnerLogos />
      </Container>
    </Box>
  );
}
