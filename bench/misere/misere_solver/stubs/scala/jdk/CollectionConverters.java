// grundy bench stub: the identity conversion MisereSolver applies to a heap's option list.
package scala.jdk;

public final class CollectionConverters {
    public static final class Wrapped<T> {
        private final java.util.List<T> list;

        Wrapped(java.util.List<T> list) {
            this.list = list;
        }

        public java.util.List<T> asJava() {
            return list;
        }
    }

    public static <T> Wrapped<T> SeqHasAsJava(java.util.List<T> list) {
        return new Wrapped<>(list);
    }
}
