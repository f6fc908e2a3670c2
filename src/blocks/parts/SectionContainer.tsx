import { Container, type ContainerProps } from "@mantine/core";

/** The content width and vertical rhythm shared by all blocks. */
export function SectionContainer(props: ContainerProps) {
  return <Container size="lg" py={{ base: 56, md: 80 }} {...props} />;
}
