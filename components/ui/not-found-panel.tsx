import Link from "next/link";
import { NotFoundSection } from "./not-found-section";
import { buttonClass } from "./styles";

export function NotFoundPanel({
  back,
  ...section
}: {
  title?: string;
  text: string;
  back: { href: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <NotFoundSection
      {...section}
      back={
        <Link href={back.href} className={`${buttonClass.secondary} inline-block`}>
          {back.label}
        </Link>
      }
    />
  );
}
