import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/*
 * An independent reader of binary HPROF heap dumps ("JAVA PROFILE 1.0.2"),
 * written from the format's description and nothing else, that checks a dump
 * of tests/attach/programs/AttachTarget against the state that program is
 * known to hold: its classes and their fields, every Node instance with all
 * its field values, the arrays, the static fields, the roots (the main
 * frame's local, the thread objects, system classes) and that no reference
 * leads outside the dump. The tests run it on the reference JVM's dump too,
 * so the reader itself is checked against HotSpot.
 *
 *   java HprofCheck FILE [--closed] [--hprof-sites] [--hprof-profile] [--no-heap] [--hprof-quit]
 *   java HprofCheck FILE --dump-ends
 * With --hprof-sites the dump is one the HPROF agent wrote of
 * tests/hprof/programs/HprofSites at its exit, and its known state is
 * checked instead (checkHprofSites). With --hprof-profile the agent's
 * profile records of that program are checked too (checkHprofProfile:
 * CONTROL SETTINGS, START THREAD, ALLOC SITES, HEAP SUMMARY, CPU SAMPLES and
 * the TRACEs and classes they name, START and END THREAD of the program's
 * worker); --no-heap: the file has no heap dump. --hprof-quit: the file
 * the agent wrote (heap=all,cpu=samples,format=b) of
 * tests/hprof/programs/HprofQuit sent SIGQUIT once: two dumps, each with its
 * heap dump, ALLOC SITES and CPU SAMPLES (checkHprofQuit). --dump-ends
 * prints how many HEAP DUMP ENDs a file being written has so far.
 * Prints "ok:" and "FAIL:" lines; exits 1 when anything failed.
 */
public class HprofCheck {
    static final class ClassInfo {
        long id, superId;
        String name;
        List<String> fieldNames = new ArrayList<>();
        List<Integer> fieldTypes = new ArrayList<>();
        Map<String, Object> statics = new HashMap<>();
    }

    static final class Instance {
        long id, classId;
        byte[] bytes;
    }

    static int idSize;
    static final Map<Long, String> strings = new HashMap<>();
    static final Map<Long, String> classNames = new HashMap<>();
    static final Map<Long, ClassInfo> classes = new HashMap<>();
    static final Map<Long, Instance> instances = new HashMap<>();
    static final Map<Long, long[]> objArrays = new HashMap<>();
    static final Map<Long, Long> objArrayClass = new HashMap<>();
    static final Map<Long, Object> primArrays = new HashMap<>();
    static final Map<Integer, List<Long>> roots = new HashMap<>();
    static final Map<Integer, String> classBySerial = new HashMap<>();
    static final Map<Long, String> frames = new HashMap<>();            /* frame id -> "Class.method" */
    static final Map<Integer, List<Long>> traces = new HashMap<>();     /* trace serial -> frame ids */
    static final Map<Long, Integer> threadTrace = new HashMap<>();      /* thread object -> trace serial */
    static int failures;
    static boolean ended;

    /* The profile's records (HPROF agent, format=b). */
    static final class Site {
        int arrayType, classSerial, trace, liveBytes, liveObjs, allocBytes, allocObjs;
    }
    static int controlFlags = -1, controlDepth = -1;
    static long[] allocTotals, summary;             /* live bytes, live objs, alloc bytes, alloc objs */
    static final List<Site> sites = new ArrayList<>();
    static long samplesTotal = -1;
    static final Map<Integer, Integer> samples = new HashMap<>();    /* trace serial -> count */
    static final Map<Integer, String> threadNames = new HashMap<>(); /* thread serial -> name */
    static final List<Integer> threadTraces = new ArrayList<>();
    static final List<Integer> endedThreads = new ArrayList<>();
    static int allocSitesRecords, cpuSamplesRecords;
    /* By HEAP DUMP END: the dump's Items, ALLOC SITES and CPU SAMPLES so
     * far, the threads ended so far; by ALLOC SITES: the Items allocated. */
    static final List<Instance> dumpInstances = new ArrayList<>();
    static final List<Integer> itemsByDump = new ArrayList<>(), sitesByDump = new ArrayList<>(),
                               samplesByDump = new ArrayList<>(), itemAllocs = new ArrayList<>();
    static final List<List<Integer>> endedByDump = new ArrayList<>();
    static int endsWithoutStart;

    static void ok(String s) { System.out.println("ok: " + s); }
    static void fail(String s) { System.out.println("FAIL: " + s); failures++; }
    static void check(boolean c, String s) { if (c) ok(s); else fail(s); }

    static int typeSize(int t) {
        switch (t) {
        case 2: return idSize;
        case 4: case 8: return 1;
        case 5: case 9: return 2;
        case 6: case 10: return 4;
        case 7: case 11: return 8;
        default: throw new IllegalStateException("bad basic type " + t);
        }
    }

    static long readId(ByteBuffer b) { return idSize == 4 ? b.getInt() & 0xffffffffL : b.getLong(); }

    static Object readValue(ByteBuffer b, int t) {
        switch (t) {
        case 2: return readId(b);
        case 4: return b.get() != 0;
        case 5: return b.getChar();
        case 6: return b.getFloat();
        case 7: return b.getDouble();
        case 8: return b.get();
        case 9: return b.getShort();
        case 10: return b.getInt();
        case 11: return b.getLong();
        default: throw new IllegalStateException("bad basic type " + t);
        }
    }

    static void root(int kind, long id) { roots.computeIfAbsent(kind, k -> new ArrayList<>()).add(id); }

    static void heapDump(ByteBuffer b) {
        while (b.hasRemaining()) {
            int tag = b.get() & 0xff;
            switch (tag) {
            case 0xff: case 0x05: case 0x07: root(tag, readId(b)); break;
            case 0x01: root(tag, readId(b)); readId(b); break;
            case 0x02: case 0x03: root(tag, readId(b)); b.getInt(); b.getInt(); break;
            case 0x04: case 0x06: root(tag, readId(b)); b.getInt(); break;
            case 0x08: {
                long id = readId(b);
                root(tag, id);
                b.getInt();
                threadTrace.put(id, b.getInt());
                break;
            }
            case 0x20: classDump(b); break;
            case 0x21: {
                Instance in = new Instance();
                in.id = readId(b);
                b.getInt();
                in.classId = readId(b);
                in.bytes = new byte[b.getInt()];
                b.get(in.bytes);
                instances.put(in.id, in);
                dumpInstances.add(in);
                break;
            }
            case 0x22: {
                long id = readId(b);
                b.getInt();
                int n = b.getInt();
                objArrayClass.put(id, readId(b));
                long[] e = new long[n];
                for (int i = 0; i < n; i++)
                    e[i] = readId(b);
                objArrays.put(id, e);
                break;
            }
            case 0x23: {
                long id = readId(b);
                b.getInt();
                int n = b.getInt(), t = b.get();
                Object[] v = new Object[n];
                for (int i = 0; i < n; i++)
                    v[i] = readValue(b, t);
                primArrays.put(id, v);
                break;
            }
            default:
                throw new IllegalStateException("unknown heap dump sub-record 0x" + Integer.toHexString(tag));
            }
        }
    }

    static void classDump(ByteBuffer b) {
        ClassInfo c = new ClassInfo();
        c.id = readId(b);
        b.getInt();
        c.superId = readId(b);
        for (int i = 0; i < 5; i++)
            readId(b);
        b.getInt();
        int cp = b.getShort() & 0xffff;
        for (int i = 0; i < cp; i++) {
            b.getShort();
            readValue(b, b.get());
        }
        int statics = b.getShort() & 0xffff;
        for (int i = 0; i < statics; i++) {
            long name = readId(b);
            int t = b.get();
            c.statics.put(strings.get(name), readValue(b, t));
        }
        int fields = b.getShort() & 0xffff;
        for (int i = 0; i < fields; i++) {
            c.fieldNames.add(strings.get(readId(b)));
            c.fieldTypes.add((int) b.get());
        }
        classes.put(c.id, c);
    }

    static void read(String file) throws IOException {
        byte[] all = Files.readAllBytes(Paths.get(file));
        ByteBuffer b = ByteBuffer.wrap(all);
        StringBuilder magic = new StringBuilder();
        for (byte c; (c = b.get()) != 0;)
            magic.append((char) c);
        check(magic.toString().equals("JAVA PROFILE 1.0.2"), "header \"" + magic + "\"");
        idSize = b.getInt();
        check(idSize == 4 || idSize == 8, "identifier size " + idSize);
        b.getLong();
        while (b.hasRemaining()) {
            int tag = b.get() & 0xff;
            b.getInt();
            int len = b.getInt();
            ByteBuffer body = b.slice();
            body.limit(len);
            b.position(b.position() + len);
            switch (tag) {
            case 0x01: {
                long id = readId(body);
                byte[] s = new byte[body.remaining()];
                body.get(s);
                strings.put(id, new String(s, StandardCharsets.UTF_8));
                break;
            }
            case 0x02: {
                int serial = body.getInt();
                long id = readId(body);
                body.getInt();
                classNames.put(id, strings.get(readId(body)));
                classBySerial.put(serial, classNames.get(id));
                break;
            }
            case 0x04: {
                long id = readId(body), method = readId(body);
                readId(body);
                readId(body);
                frames.put(id, classBySerial.get(body.getInt()) + "." + strings.get(method));
                break;
            }
            case 0x05: {
                int serial = body.getInt();
                body.getInt();
                int n = body.getInt();
                List<Long> ids = new ArrayList<>();
                for (int i = 0; i < n; i++)
                    ids.add(readId(body));
                traces.put(serial, ids);
                break;
            }
            case 0x0c: case 0x1c: heapDump(body); break;
            case 0x2c: {
                ended = true;
                int items = 0;
                for (Instance in : dumpInstances)
                    items += "HprofQuit$Item".equals(classNames.get(in.classId)) ? 1 : 0;
                dumpInstances.clear();
                itemsByDump.add(items);
                sitesByDump.add(allocSitesRecords);
                samplesByDump.add(cpuSamplesRecords);
                endedByDump.add(new ArrayList<>(endedThreads));
                break;
            }
            case 0x0e: controlFlags = body.getInt(); controlDepth = body.getShort() & 0xffff; break;
            case 0x0a: {
                int serial = body.getInt();
                readId(body);
                threadTraces.add(body.getInt());
                threadNames.put(serial, strings.get(readId(body)));
                readId(body);
                readId(body);
                break;
            }
            case 0x0b: {
                int serial = body.getInt();
                endsWithoutStart += threadNames.containsKey(serial) && !endedThreads.contains(serial) ? 0 : 1;
                endedThreads.add(serial);
                break;
            }
            case 0x06: {
                allocSitesRecords++;
                sites.clear();
                body.getShort();
                body.getFloat();
                allocTotals = new long[] { body.getInt() & 0xffffffffL, body.getInt() & 0xffffffffL, body.getLong(),
                                           body.getLong() };
                int n = body.getInt();
                for (int i = 0; i < n; i++) {
                    Site st = new Site();
                    st.arrayType = body.get() & 0xff;
                    st.classSerial = body.getInt();
                    st.trace = body.getInt();
                    st.liveBytes = body.getInt();
                    st.liveObjs = body.getInt();
                    st.allocBytes = body.getInt();
                    st.allocObjs = body.getInt();
                    sites.add(st);
                }
                int items = 0;
                for (Site st : sites)
                    items += "HprofQuit$Item".equals(classBySerial.get(st.classSerial)) ? st.allocObjs : 0;
                itemAllocs.add(items);
                break;
            }
            case 0x07:
                summary = new long[] { body.getInt() & 0xffffffffL, body.getInt() & 0xffffffffL, body.getLong(),
                                       body.getLong() };
                break;
            case 0x0d: {
                cpuSamplesRecords++;
                samplesTotal = body.getInt() & 0xffffffffL;
                int n = body.getInt();
                for (int i = 0; i < n; i++) {
                    int count = body.getInt();
                    samples.put(body.getInt(), count);
                }
                break;
            }
            default: break;
            }
            if ((tag == 0x06 || tag == 0x07 || tag == 0x0a || tag == 0x0b || tag == 0x0d || tag == 0x0e) && body.hasRemaining())
                fail("record 0x" + Integer.toHexString(tag) + ": " + body.remaining() + " bytes past its fields");
        }
        for (ClassInfo c : classes.values())
            c.name = classNames.get(c.id);
    }

    static ClassInfo classNamed(String name) {
        for (ClassInfo c : classes.values())
            if (name.equals(c.name))
                return c;
        return null;
    }

    /* Field values of an instance: its class's fields, then its superclass's. */
    static Map<String, Object> fields(Instance in) {
        Map<String, Object> m = new HashMap<>();
        ByteBuffer b = ByteBuffer.wrap(in.bytes);
        for (ClassInfo c = classes.get(in.classId); c != null; c = classes.get(c.superId))
            for (int i = 0; i < c.fieldNames.size(); i++) {
                Object v = readValue(b, c.fieldTypes.get(i));
                m.putIfAbsent(c.fieldNames.get(i), v);
            }
        return m;
    }

    /* A java.lang.String: char[] value, or byte[] value with a coder (JDK 9+). */
    static String string(long id) {
        Instance in = instances.get(id);
        if (in == null || !"java/lang/String".equals(classes.get(in.classId).name))
            return null;
        Map<String, Object> f = fields(in);
        Object[] v = (Object[]) primArrays.get((Long) f.get("value"));
        if (v == null)
            return null;
        StringBuilder sb = new StringBuilder();
        if (v.length > 0 && v[0] instanceof Character) {
            for (Object c : v)
                sb.append((char) (Character) c);
        } else if (f.containsKey("coder") && ((Byte) f.get("coder")) == 1) {
            for (int i = 0; i + 1 < v.length; i += 2)
                sb.append((char) (((Byte) v[i] & 0xff) | ((Byte) v[i + 1] & 0xff) << 8));
        } else {
            for (Object c : v)
                sb.append((char) ((Byte) c & 0xff));
        }
        return sb.toString();
    }

    static boolean intArray(Object id, int... expected) {
        Object[] v = (Object[]) primArrays.get((Long) id);
        if (v == null || v.length != expected.length)
            return false;
        for (int i = 0; i < v.length; i++)
            if (!(v[i] instanceof Integer) || (Integer) v[i] != expected[i])
                return false;
        return true;
    }

    static void checkNode(int i, Map<String, Object> f) {
        boolean good = f.get("big").equals(i * 1000000000000L) && f.get("ratio").equals(i + 0.5)
                && f.get("quarter").equals(i * 0.25f) && f.get("even").equals(i % 2 == 0)
                && f.get("letter").equals((char) ('a' + i)) && f.get("hundreds").equals((short) (i * 100))
                && f.get("small").equals((byte) (i - 2)) && intArray(f.get("data"), i, i * i);
        String name = string((Long) f.get("name"));
        String expected = i == 42 ? "local-only" : "node-" + i;
        check(good && expected.equals(name), "Node " + i + ": every field value (name \"" + name + "\")");
    }

    static void checkNodes() {
        ClassInfo node = classNamed("AttachTarget$Node");
        check(node != null, "class AttachTarget$Node dumped");
        if (node == null)
            return;
        check(node.fieldNames.size() == 11 && node.fieldNames.containsAll(List.of("id", "big", "ratio", "quarter",
                "even", "letter", "hundreds", "small", "name", "next", "data")), "Node's instance fields " + node.fieldNames);
        check(node.fieldTypes.get(node.fieldNames.indexOf("big")) == 11
                && node.fieldTypes.get(node.fieldNames.indexOf("letter")) == 5
                && node.fieldTypes.get(node.fieldNames.indexOf("next")) == 2, "Node's field types");
        Map<Integer, Map<String, Object>> byId = new HashMap<>();
        Map<Integer, Long> objectOf = new HashMap<>();
        for (Instance in : instances.values())
            if (in.classId == node.id) {
                Map<String, Object> f = fields(in);
                byId.put((Integer) f.get("id"), f);
                objectOf.put((Integer) f.get("id"), in.id);
            }
        check(byId.size() == 6 && byId.keySet().containsAll(List.of(0, 1, 2, 3, 4, 42)),
                "6 Node instances, ids " + byId.keySet());
        for (int i : byId.keySet())
            checkNode(i, byId.get(i));
        boolean chain = true;
        for (int i = 0; i < 5 && byId.size() == 6; i++) {
            long next = (Long) byId.get(i).get("next");
            chain &= i < 4 ? next == objectOf.get(i + 1) : next == 0;
        }
        check(chain, "Node.next links 0 -> 1 -> 2 -> 3 -> 4 -> null");
        ClassInfo target = classNamed("AttachTarget");
        check(target != null, "class AttachTarget dumped");
        if (target == null || byId.size() != 6)
            return;
        Map<String, Object> s = target.statics;
        check(Long.valueOf(objectOf.get(0)).equals(s.get("head")), "static AttachTarget.head is node 0");
        check(intArray(s.get("numbers"), 3, 1, 4, 1, 5, 9, 2, 6), "static int[] numbers");
        check("attach-target-label".equals(string((Long) s.get("label"))), "static String label");
        check(Long.valueOf(1234567890123L).equals(s.get("counter")), "static long counter");
        long[] mixed = objArrays.get((Long) s.get("mixed"));
        check(mixed != null && mixed.length == 4 && mixed[0] == objectOf.get(0) && mixed[1] == (Long) s.get("label")
                && mixed[2] == (Long) s.get("numbers") && mixed[3] == 0, "static Object[] mixed");
        check(mixed != null && "[Ljava/lang/Object;".equals(classNames.get(objArrayClass.get((Long) s.get("mixed")))),
                "Object[]'s array class");
        List<Long> frames = roots.getOrDefault(0x03, List.of());
        check(frames.contains(objectOf.get(42)), "the main frame's local (node 42) is a Java frame root");
    }

    static void checkRoots() {
        List<String> threads = new ArrayList<>();
        for (long id : roots.getOrDefault(0x08, List.of())) {
            Instance in = instances.get(id);
            Object name = in == null ? null : fields(in).get("name");
            if (name instanceof Long)
                threads.add(string((Long) name));
        }
        check(threads.contains("main") && threads.contains("attach-worker"), "thread object roots " + threads);
        boolean mainTrace = false, workerTrace = false;
        for (long id : roots.getOrDefault(0x08, List.of())) {
            Instance in = instances.get(id);
            Object name = in == null ? null : fields(in).get("name");
            List<String> stack = new ArrayList<>();
            for (long f : traces.getOrDefault(threadTrace.get(id), List.of()))
                stack.add(frames.get(f));
            if (name instanceof Long && "main".equals(string((Long) name)))
                mainTrace = stack.contains("AttachTarget.main");
            if (name instanceof Long && "attach-worker".equals(string((Long) name)))
                workerTrace = stack.contains("AttachTarget.holdLock") && stack.contains("AttachTarget$Worker.run");
        }
        check(mainTrace && workerTrace, "the threads' stack traces (main in AttachTarget.main, the worker in holdLock and run)");
        boolean stringSticky = false;
        for (long id : roots.getOrDefault(0x05, List.of()))
            stringSticky |= "java/lang/String".equals(classNames.get(id));
        check(stringSticky, "java/lang/String is a system class root");
        ClassInfo worker = classNamed("AttachTarget$Worker");
        ClassInfo thread = worker == null ? null : classes.get(worker.superId);
        ClassInfo object = thread == null ? null : classes.get(thread.superId);
        while (object != null && object.superId != 0)
            object = classes.get(object.superId);
        check(thread != null && "java/lang/Thread".equals(thread.name) && object != null
                && "java/lang/Object".equals(object.name), "Worker -> Thread -> ... -> Object");
    }

    /* Every reference in the dump leads to a dumped object or class. With
     * strict false the count is only reported: HotSpot's dumps refer to
     * some objects they do not contain (its archived heap regions). */
    static void checkClosed(boolean strict) {
        int dangling = 0, refs = 0;
        for (Instance in : instances.values()) {
            ByteBuffer b = ByteBuffer.wrap(in.bytes);
            for (ClassInfo k = classes.get(in.classId); k != null; k = classes.get(k.superId))
                for (int t : k.fieldTypes) {
                    Object v = readValue(b, t);
                    if (t == 2 && (Long) v != 0) {
                        refs++;
                        dangling += known((Long) v) ? 0 : 1;
                    }
                }
        }
        for (long[] a : objArrays.values())
            for (long v : a)
                if (v != 0) {
                    refs++;
                    dangling += known(v) ? 0 : 1;
                }
        String what = refs + " references, " + dangling + " outside the dump";
        if (strict)
            check(dangling == 0, what);
        else
            ok(what + " (not required)");
        check(instances.values().stream().allMatch(i -> classes.containsKey(i.classId)), "every instance's class is dumped");
    }

    static boolean known(long id) {
        return instances.containsKey(id) || classes.containsKey(id) || objArrays.containsKey(id)
                || primArrays.containsKey(id);
    }

    /* tests/hprof/programs/HprofSites at its end: 1000 Points (x = i,
     * y = -i) in the static Object[] keep, 7 Labels linked from the static
     * labels (6 -> 5 -> ... -> 0), each with its id, big and name. */
    /* The first frame of trace `serial`, "Class.method", or null. */
    static String topFrame(int serial) {
        List<Long> ids = traces.get(serial);
        return ids == null || ids.isEmpty() ? null : frames.get(ids.get(0));
    }

    /* The profile records of tests/hprof/programs/HprofSites, run with
     * heap=sites|dump (and cpu=samples when `cpu`). */
    static void checkHprofProfile(boolean cpu) {
        check(controlFlags == ((cpu ? 2 : 0) | 1) && controlDepth == 4,
              "CONTROL SETTINGS: flags " + controlFlags + ", depth " + controlDepth);
        check(threadNames.containsValue("main") || threadNames.containsValue("DestroyJavaVM"),
              "START THREAD of the main thread " + threadNames.values());
        boolean threadTracesKnown = true;
        for (int t : threadTraces)
            threadTracesKnown &= traces.containsKey(t);
        check(threadTracesKnown, "every START THREAD's trace has a TRACE");
        checkThreadEnd("hprof-worker");
        check(allocSitesRecords == 1 && summary != null, "one ALLOC SITES and a HEAP SUMMARY");
        if (allocTotals == null || summary == null)
            return;
        check(java.util.Arrays.equals(allocTotals, summary), "HEAP SUMMARY totals equal ALLOC SITES' "
              + java.util.Arrays.toString(summary));
        long live = 0, alloc = 0;
        boolean known = true, sane = true;
        Site point = null;
        for (Site st : sites) {
            live += st.liveBytes;
            alloc += st.allocBytes;
            known &= classBySerial.containsKey(st.classSerial) && traces.containsKey(st.trace);
            sane &= st.liveObjs <= st.allocObjs && st.liveBytes <= st.allocBytes && st.allocObjs > 0;
            String name = classBySerial.get(st.classSerial);
            if ("HprofSites$Point".equals(name) && st.arrayType == 0)
                point = st;
            if (name != null && name.startsWith("["))
                sane &= st.arrayType != 0;
        }
        check(known, sites.size() + " sites, every class serial with a LOAD CLASS, every trace with a TRACE");
        check(sane, "every site: live <= allocated, array types of array classes");
        check(live <= allocTotals[0] && alloc <= allocTotals[2], "the sites' bytes within the totals");
        check(point != null && point.allocObjs == 1000 && point.liveObjs == 1000 && point.liveBytes > 0
              && "HprofSites.make".equals(topFrame(point.trace)),
              "the site of the 1000 live Points, allocated in HprofSites.make");
        if (cpu) {
            check(cpuSamplesRecords == 1, "one CPU SAMPLES");
            long sum = 0;
            boolean tracesKnown = true;
            for (Map.Entry<Integer, Integer> e : samples.entrySet()) {
                sum += e.getValue();
                tracesKnown &= traces.containsKey(e.getKey());
            }
            check(sum == samplesTotal && samplesTotal > 0, "CPU SAMPLES: total " + samplesTotal + " = the traces' counts");
            check(tracesKnown, "CPU SAMPLES: every trace with a TRACE");
            boolean worker = false;
            for (int t : samples.keySet())
                worker |= "HprofSites.spin".equals(topFrame(t)) || "HprofSites$1.run".equals(topFrame(t));
            check(worker, "CPU SAMPLES: the worker's code among the samples");
        } else {
            check(cpuSamplesRecords == 0, "no CPU SAMPLES without cpu=samples");
        }
    }

    /* The program's thread `name` started and ended; every END THREAD ends
     * a thread a START THREAD before it started, once. */
    static void checkThreadEnd(String name) {
        int serial = 0;
        for (Map.Entry<Integer, String> e : threadNames.entrySet())
            serial = name.equals(e.getValue()) ? e.getKey() : serial;
        check(serial != 0 && endedThreads.contains(serial), "START THREAD and END THREAD of " + name + " (serial "
              + serial + ")");
        check(endsWithoutStart == 0 && !endedThreads.isEmpty(), endedThreads.size() + " END THREADs, each of a started thread");
    }

    /* tests/hprof/programs/HprofQuit, heap=all,cpu=samples,format=b, SIGQUIT
     * once after hprof-short ended: the dump then and the one at exit, each
     * with the 200 live Items, its ALLOC SITES (the 200 Items allocated) and
     * CPU SAMPLES before its HEAP DUMP END; hprof-short ended before the
     * first. */
    static void checkHprofQuit() {
        check(itemsByDump.equals(List.of(200, 200)), "two heap dumps, each with the 200 live Items " + itemsByDump);
        check(sitesByDump.equals(List.of(1, 2)) && allocSitesRecords == 2, "an ALLOC SITES in each dump " + sitesByDump);
        check(samplesByDump.equals(List.of(1, 2)) && cpuSamplesRecords == 2, "a CPU SAMPLES in each dump " + samplesByDump);
        check(itemAllocs.equals(List.of(200, 200)), "each ALLOC SITES with the 200 Items allocated " + itemAllocs);
        checkThreadEnd("hprof-short");
        int serial = 0;
        for (Map.Entry<Integer, String> e : threadNames.entrySet())
            serial = "hprof-short".equals(e.getValue()) ? e.getKey() : serial;
        check(!endedByDump.isEmpty() && endedByDump.get(0).contains(serial), "hprof-short's END THREAD before the first dump");
        check(threadNames.containsValue("main") || threadNames.containsValue("DestroyJavaVM"),
              "START THREAD of the main thread " + threadNames.values());
    }

    /* HEAP DUMP END records in a file still being written (a record cut
     * short ends the count). */
    static int dumpEnds(String file) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(Paths.get(file)));
        int n = 0;
        while (b.hasRemaining() && b.get() != 0)
            ;
        if (b.remaining() < 12)
            return 0;
        b.position(b.position() + 12);
        while (b.remaining() >= 9) {
            int tag = b.get() & 0xff;
            b.getInt();
            long len = b.getInt() & 0xffffffffL;
            if (len > b.remaining())
                break;
            b.position(b.position() + (int) len);
            n += tag == 0x2c ? 1 : 0;
        }
        return n;
    }

    static void checkHprofSites() {
        ClassInfo point = classNamed("HprofSites$Point"), label = classNamed("HprofSites$Label");
        ClassInfo main = classNamed("HprofSites");
        check(point != null && label != null && main != null, "classes HprofSites, its Point and Label dumped");
        if (point == null || label == null || main == null)
            return;
        check(label.fieldNames.size() == 4 && label.fieldNames.containsAll(List.of("id", "big", "name", "next"))
                && label.fieldTypes.get(label.fieldNames.indexOf("big")) == 11
                && label.fieldTypes.get(label.fieldNames.indexOf("next")) == 2, "Label's instance fields and types");
        Map<Integer, Map<String, Object>> byId = new HashMap<>();
        Map<Integer, Long> objectOf = new HashMap<>();
        int points = 0;
        boolean pointsGood = true;
        for (Instance in : instances.values()) {
            if (in.classId == label.id) {
                Map<String, Object> f = fields(in);
                byId.put((Integer) f.get("id"), f);
                objectOf.put((Integer) f.get("id"), in.id);
            } else if (in.classId == point.id) {
                Map<String, Object> f = fields(in);
                points++;
                pointsGood &= ((Integer) f.get("x")) == -((Integer) f.get("y"));
            }
        }
        check(points == 1000 && pointsGood, points + " Point instances, each with y == -x");
        boolean good = byId.size() == 7;
        for (int i = 0; good && i < 7; i++) {
            Map<String, Object> f = byId.get(i);
            good = f != null && f.get("big").equals(i * 1000000007L) && ("label-" + i).equals(string((Long) f.get("name")))
                    && ((Long) f.get("next")).longValue() == (i == 0 ? 0L : objectOf.get(i - 1));
        }
        check(good, "7 Labels with every field value and the next chain, ids " + byId.keySet());
        Object head = main.statics.get("labels");
        check(head != null && head.equals(objectOf.get(6)), "static HprofSites.labels is label 6");
        long[] keep = objArrays.get((Long) main.statics.get("keep"));
        boolean keepGood = keep != null && keep.length == 1000;
        for (int i = 0; keepGood && i < 1000; i++)
            keepGood = instances.containsKey(keep[i]) && fields(instances.get(keep[i])).get("x").equals(i);
        check(keepGood, "static Object[] keep holds the 1000 Points in order");
        List<String> threads = new ArrayList<>();
        for (long id : roots.getOrDefault(0x08, List.of())) {
            Instance in = instances.get(id);
            Object name = in == null ? null : fields(in).get("name");
            if (name instanceof Long)
                threads.add(string((Long) name));
        }
        /* At exit HotSpot's main thread has become DestroyJavaVM. */
        check(threads.contains("main") || threads.contains("DestroyJavaVM"), "thread object roots " + threads);
        boolean stringSticky = false;
        for (long id : roots.getOrDefault(0x05, List.of()))
            stringSticky |= "java/lang/String".equals(classNames.get(id));
        check(stringSticky, "java/lang/String is a system class root");
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[1].equals("--dump-ends")) {
            System.out.println(dumpEnds(args[0]));
            return;
        }
        try {
            read(args[0]);
        } catch (RuntimeException e) {
            fail("malformed dump: " + e);
            System.exit(1);
        }
        ok(classes.size() + " classes, " + instances.size() + " instances, " + (objArrays.size() + primArrays.size())
                + " arrays, " + roots.values().stream().mapToInt(List::size).sum() + " roots");
        List<String> flags = List.of(args).subList(1, args.length);
        if (flags.contains("--hprof-profile"))
            checkHprofProfile(controlFlags >= 0 && (controlFlags & 2) != 0);
        if (flags.contains("--no-heap")) {
            check(!ended && instances.isEmpty(), "no heap dump");
        } else {
            check(ended, "HEAP DUMP END present");
            if (flags.contains("--hprof-quit")) {
                checkHprofQuit();   /* two dumps, their ids in one map: no closure check */
            } else if (flags.contains("--hprof-sites")) {
                checkHprofSites();
                checkClosed(flags.contains("--closed"));
            } else {
                checkNodes();
                checkRoots();
                checkClosed(flags.contains("--closed"));
            }
        }
        System.exit(failures == 0 ? 0 : 1);
    }
}
