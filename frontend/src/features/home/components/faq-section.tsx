import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { faqItems } from '../../../content/faq';

export function FaqSection() {
  return (
    <Box component="section" aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h2" gutterBottom>
        Pertanyaan yang Sering Diajukan
      </Typography>
      {faqItems.map((item, index) => (
        <Accordion key={item.question} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${index}-header`}
            aria-controls={`faq-${index}-content`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
