import { Container, Text, Title } from "@mantine/core";
import type { HeroBlock } from "../../../core/generated/site-data.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { ActionPair } from "../parts/ActionPair.tsx";
import { fullWidth } from "../../../core/images/layout-width.ts";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./Hero.module.css";

const circles = [classes.circleLarge, classes.circleMedium, classes.circleSmall];
const dots = [classes.dotOne, classes.dotTwo, classes.dotThree, classes.dotFour];

export function Hero({ block }: { block: HeroBlock }) {
  const { defaults } = useSite();
  return (
    <div className={classes.hero}>
      <SiteImage
        image={block.backgroundImage ?? defaults.heroBackground}
        layout={fullWidth}
        priority
        className={classes.background}
      />
      <div className={classes.overlay} aria-hidden>
        {circles.map((circle) => (
          <span key={circle} className={`${classes.circle} ${circle}`} />
        ))}
        {dots.map((dot) => (
          <span key={dot} className={`${classes.dot} ${dot}`} />
        ))}
      </div>
      {/* Its padding above and below the text is where the dots sit (Hero.module.css): keep them in step. */}
      <Container size="lg" py={{ base: 96, md: 144 }} className={classes.content}>
        <Title order={1} c="white" fz={{ base: 36, sm: 48, md: 56 }} lh={1.15} maw={760}>
          {block.title}
        </Title>
        <Text c="white" fz={{ base: "lg", md: "xl" }} mt="lg" maw={640}>
          {block.subtitle}
        </Text>
        <ActionPair primary={block.primaryAction} secondary={block.secondaryAction} mt={40} />
      </Container>
    </div>
  );
}
