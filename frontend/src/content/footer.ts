// The one file a deploying university edits for its contact details: replace the example
// institution, address, phone, e-mail, social links and partner logos below with its own.
import partnerOneLogo from './images/partner-1.svg';
import partnerTwoLogo from './images/partner-2.svg';
import partnerThreeLogo from './images/partner-3.svg';

export type SocialNetwork = 'instagram' | 'youtube' | 'facebook' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface Partner {
  name: string;
  logoSrc: string;
}

/**
 * A label under "Tautan Terkait". With `href` it is a link: a page of PIBA (`/privasi`) or a full
 * address (`https://…`); without, plain text.
 */
export interface RelatedLink {
  label: string;
  href?: string;
}

export interface FooterContent {
  institution: string;
  address: string;
  phone: string;
  email: string;
  socialLinks: SocialLink[];
  relatedLinks: RelatedLink[];
  partners: Partner[];
}

export const footerContent: FooterContent = {
  institution: 'Universitas Contoh Nusantara',
  address: 'Jl. Pendidikan No. 1, Kota Contoh, Provinsi Contoh 12345, Indonesia',
  phone: '(021) 000-0000',
  email: 'piba@universitas-contoh.example',
  socialLinks: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'x', label: 'X', href: 'https://x.com/' },
  ],
  relatedLinks: [
    { label: 'Tentang PIBA' },
    { label: 'Panduan untuk Guru' },
    { label: 'Kebijakan Privasi', href: '/privasi' },
    { label: 'Hubungi Kami' },
  ],
  partners: [
    { name: 'Mitra Sekolah Sehat', logoSrc: partnerOneLogo },
    { name: 'Sanggar Irama Gerak', logoSrc: partnerTwoLogo },
    { name: 'Pusat Literasi Tubuh', logoSrc: partnerThreeLogo },
  ],
};
