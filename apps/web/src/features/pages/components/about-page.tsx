import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ScriptureQuote } from '@/components/ui/scripture-quote';

/** `/about`: "Our Mission". */
export function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About" title="Our Mission" />
      <div className="prose-ministry mx-auto max-w-3xl text-lg">
        <p>
          Orthodox Resources exists to help Orthodox Christians, and all who are drawn to the
          ancient faith, to pray, to read the Scriptures and to live the life of the Church in the
          middle of ordinary days.
        </p>
        <p>
          Everything here is offered in the spirit of the Holy Tradition handed down from the
          Apostles and the Fathers. The prayers are the Church’s own; the studies read the
          Scriptures with the saints; the practical tools are there to help a rule of prayer take
          root in a busy home.
        </p>
        <h2>What we offer</h2>
        <ul>
          <li>Prayer collections for morning, evening, feasts and times of need.</li>
          <li>Bible studies and booklets for personal reading, families and parish groups.</li>
          <li>Graphics and prayer cards for the icon corner and the parish.</li>
          <li>Free resources, given freely to anyone who asks.</li>
        </ul>
        <h2>Who we are</h2>
        <p>
          This ministry is the work of a single Orthodox Christian, undertaken with the blessing of
          a spiritual father and offered for the glory of God. It is not an official body of any
          jurisdiction; please bring your questions of faith to your own priest.
        </p>
      </div>
      <ScriptureQuote
        className="mt-14"
        text="Stand fast, and hold the traditions which ye have been taught."
        reference="2 Thessalonians 2:15"
      />
      <p className="mt-10 text-center">
        <Link to="/contact" className={buttonStyles('primary')}>
          Write to us
        </Link>
      </p>
    </>
  );
}
