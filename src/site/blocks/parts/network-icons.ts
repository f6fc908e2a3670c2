import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconLink,
  IconMail,
  type Icon,
} from "@tabler/icons-react";
import type { ShareNetwork, SocialLink } from "../../../core/generated/site-data.ts";

/** The icon of each social network and share button; a network the schemas allow without an icon fails tsc. */
export const networkIcons: Record<SocialLink["network"] | ShareNetwork, Icon> = {
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  whatsapp: IconBrandWhatsapp,
  email: IconMail,
  copy: IconLink,
};
